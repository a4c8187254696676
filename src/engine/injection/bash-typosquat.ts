// Typosquats: a package installed whose name is one slip inside a popular package's name (reqeusts, lodahs, djnago).

/** The most installed packages of each registry (the names squatters copy), at least five letters long. */
const POPULAR: Record<"pypi" | "npm", string[]> = {
  pypi: (
    "requests urllib3 setuptools certifi charset-normalizer idna typing-extensions python-dateutil " +
    "packaging numpy pandas pyyaml cryptography botocore boto3 s3transfer jmespath pydantic protobuf " +
    "attrs jinja2 markupsafe pytest click colorama django flask werkzeug pillow matplotlib scipy " +
    "scikit-learn tensorflow torch transformers openai anthropic langchain httpx aiohttp beautifulsoup4 " +
    "selenium sqlalchemy psycopg2 psycopg2-binary pymysql redis celery fastapi uvicorn gunicorn paramiko " +
    "pycryptodome pyjwt virtualenv wheel docutils tqdm rich black flake8 pylint mypy coverage " +
    "requests-oauthlib google-auth grpcio websocket-client python-dotenv lxml openpyxl keras seaborn " +
    "plotly ansible kubernetes"
  ).split(" "),
  npm: (
    "lodash express react react-dom axios chalk commander moment debug request typescript webpack eslint " +
    "prettier jest mocha vitest dotenv uuid yargs async bluebird underscore jquery next nodemon mongoose " +
    "sequelize socket.io body-parser cookie-parser cors helmet jsonwebtoken bcrypt bcryptjs passport " +
    "nodemailer puppeteer playwright electron rxjs redux graphql apollo-server babel-core @babel/core " +
    "core-js tslib rimraf mkdirp glob minimist semver colors inquirer ora execa node-fetch cross-env " +
    "concurrently openai @anthropic-ai/sdk langchain zod prisma sharp esbuild vite rollup tailwindcss"
  ).split(" "),
};

/**
 * Real, long-published packages one slip from a popular name (pyaml beside pyyaml, scapy beside scipy, pymssql beside
 * pymysql): installing one is not a typo.
 */
const KNOWN_REAL: Record<"pypi" | "npm", ReadonlySet<string>> = {
  pypi: new Set(["pyaml", "scapy", "pymssql", "pedantic"]),
  npm: new Set<string>(),
};

/**
 * One slip inside `popular`: two neighbouring letters swapped, or one letter changed, dropped or added, never at the
 * first letter and (except a swap) never at the last (a prefix or suffix makes another package: preact, vuex, boto3).
 * Names shorter than five letters are left alone: one edit from a short name is usually another real package.
 */
function slipOf(name: string, popular: string): boolean {
  if (name === popular || popular.length < 5 || Math.abs(name.length - popular.length) > 1) return false;
  const shortest = Math.min(name.length, popular.length);
  let i = 0;
  while (i < shortest && name[i] === popular[i]) i++;
  let j = 0;
  while (i + j < shortest && name[name.length - 1 - j] === popular[popular.length - 1 - j]) j++;
  if (i === 0) return false;
  const mid = name.slice(i, name.length - j);
  const want = popular.slice(i, popular.length - j);
  if (/[-_.]/.test(mid + want)) return false; // a separator changed is another spelling of the same name
  if (mid.length === 2 && want.length === 2) return mid[0] === want[1] && mid[1] === want[0];
  if (mid.length + want.length === 1) {
    // a letter dropped or added: inside the name, or a doubled letter at its end (expres, beautifulsoup44)
    const longer = mid ? name : popular;
    return j > 0 || longer[i] === longer[i - 1];
  }
  return j > 0 && mid.length === 1 && want.length === 1;
}

/** The popular package that `name` (as typed to an installer, version and extras cut off) slips from, or null. */
export function typosquatOf(name: string, registry: "pypi" | "npm"): string | null {
  const bare = name
    .toLowerCase()
    .replace(/\[[^\]]*\]$/, "")
    .replace(registry === "npm" ? /(?<=.)@[^/]*$/ : /\s*(?:[=<>!~]=?|===).*$/, "");
  if (bare.length < 5 || POPULAR[registry].includes(bare) || KNOWN_REAL[registry].has(bare)) return null;
  return POPULAR[registry].find((p) => slipOf(bare, p)) ?? null;
}

/** The packages an install command names: `pip install A B`, `npm i A`, `yarn add A` (flags and their values skipped). */
export function installedPackages(argv: string[]): { registry: "pypi" | "npm"; names: string[] } | null {
  const name = (argv[0] ?? "").replace(/^.*\//, "");
  const pip = /^(?:pip3?(?:\.\d+)?|uv|pipx)$/.test(name);
  const npm = /^(?:npm|pnpm|yarn|bun)$/.test(name);
  if (!pip && !npm) return null;
  const verb = argv.findIndex((t) => /^(?:install|i|add)$/.test(t));
  if (verb < 0) return null;
  const names: string[] = [];
  for (let k = verb + 1; k < argv.length && names.length < 32; k++) {
    const t = argv[k] ?? "";
    if (t.startsWith("-")) {
      // options with a value (pip -r FILE, -i URL, --trusted-host H, -t DIR; npm --prefix DIR, --registry URL)
      if (
        /^(?:-r|-c|-e|-i|-t|-f|--requirement|--constraint|--editable|--index-url|--extra-index-url|--trusted-host|--target|--find-links|--prefix|--registry|--cache|--root|--python|-p)$/.test(
          t,
        )
      )
        k++;
      continue;
    }
    if (!/[/:]|^\.|\.(?:whl|tgz|tar\.gz|zip)$/.test(t) || /^@[\w.-]+\/[\w.-]+/.test(t)) names.push(t);
  }
  return { registry: pip ? "pypi" : "npm", names };
}
