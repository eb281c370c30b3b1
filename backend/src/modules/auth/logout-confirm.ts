const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * What `GET /api/logout` shows when it was not opened from one of our pages: a question and a
 * same-origin form, so a link or image elsewhere cannot sign the cook out. Static: no script.
 */
export function logoutConfirmPage(appName: string): string {
  const name = escapeHtml(appName);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Log out of ${name}?</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;display:grid;place-items:center;min-height:100vh;background:#faf7f2;color:#2b2118}
main{max-width:24rem;padding:2rem;text-align:center}
button,a{font:inherit;padding:.75rem 1.25rem;border-radius:.5rem;margin:.25rem;display:inline-block}
button{background:#b4441c;color:#fff;border:0;cursor:pointer}
a{color:#2b2118}
</style>
</head>
<body>
<main>
<h1>Log out of ${name}?</h1>
<p>You followed a link to log out. If you meant to, confirm below.</p>
<form method="post" action="/api/logout"><button type="submit">Log out</button></form>
<a href="/">Stay signed in</a>
</main>
</body>
</html>`;
}
