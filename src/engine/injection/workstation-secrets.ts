// Secrets of the developer's workstation outside the tools' credential files: the browser's signed-in state.

/**
 * A browser profile's signed-in state: Chromium-family cookie, saved-login and autofill stores (and the profile folder
 * that holds them), a Firefox profile folder, Safari's cookie jar. Whoever holds them is signed in as the user on every
 * site. A file beside them that holds none (`places.sqlite`, bookmarks, a cache) is not matched.
 */
export const BROWSER_SECRET_PATH =
  /(?:google-chrome(?:-beta|-unstable)?|chromium|BraveSoftware\/Brave-Browser|microsoft-edge|vivaldi|Google\/Chrome)\/(?:Default|Profile[ _]?\d{1,3})(?:\/(?:Network\/)?\{?[^\s"'|;&)]{0,40}(?:Cookies|Login Data|Web Data)\b|\/?(?=$|[\s"'|;&)]))|\.mozilla\/firefox(?:\/[^\s"'/|;&)]{1,80})?\/?(?=$|[\s"'|;&)])|\/Library\/Cookies\/|\.binarycookies\b/i;
