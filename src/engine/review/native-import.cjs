// Node's own dynamic import, loaded with a native require so no bundler or loader (vite, jiti) rewrites it.
module.exports = (specifier) => import(specifier);
