// A small site on 127.0.0.1 with what the page API must handle in every engine: a form, a link to a
// second page, a script of its own that goes wrong on demand, a request to an external host, and a
// Content-Security-Policy that an inline script breaks.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

const policy =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; connect-src 'self' https:";

const home = `<!doctype html>
<html lang="en">
  <head><title>Fixture</title><script src="/app.js" defer></script></head>
  <body>
    <main>
      <h1>Fixture home</h1>
      <form aria-label="Booking">
        <label>Your name <input name="name"></label>
        <label>Guests <input name="guests" type="number" value="8"></label>
        <label>Tour date <input name="date" type="date"></label>
        <label>Tour <select name="tour"><option value="">Choose</option><option value="bk">Brooklyn Heights</option></select></label>
        <label><input type="checkbox" name="consent"> I agree</label>
        <button type="button" id="send">Send</button>
      </form>
      <p id="summary" data-state="empty"></p>
      <button type="button" id="throw">Throw</button>
      <button type="button" id="reject">Reject</button>
      <button type="button" id="log">Log an error</button>
      <button type="button" id="ask">Ask the provider</button>
      <button type="button" id="inline">Run inline code</button>
      <p id="answer"></p>
      <a href="/second">Second page</a>
      <div style="height: 3000px"></div>
      <button type="button" id="far">Far below</button>
    </main>
  </body>
</html>`;

const app = `
const $ = (id) => document.getElementById(id);
$('send').addEventListener('click', () => {
  const form = $('send').form;
  const data = new FormData(form);
  $('summary').textContent = [data.get('name'), data.get('guests'), data.get('date'), data.get('tour'), data.get('consent') ?? 'no'].join('|');
  $('summary').dataset.state = 'sent';
});
$('throw').addEventListener('click', () => { throw new Error('thrown on purpose'); });
$('reject').addEventListener('click', () => { Promise.reject(new Error('rejected on purpose')); });
$('log').addEventListener('click', () => { console.error('logged on purpose'); });
$('ask').addEventListener('click', async () => {
  const response = await fetch('https://provider.example/answer');
  $('answer').textContent = response.status + ' ' + (await response.text());
});
$('inline').addEventListener('click', () => {
  const script = document.createElement('script');
  script.textContent = 'window.inlineRan = true;';
  document.head.append(script);
});
$('far').addEventListener('click', () => { $('far').textContent = 'Clicked far below'; });
`;

const second = `<!doctype html><html lang="en"><head><title>Second</title><script src="/second.js"></script></head>
<body><main><h1>Second page</h1></main></body></html>`;

/** A running fixture site. */
export interface FixtureSite {
  origin: string;
  /** Paths the site was asked for, in order. */
  requests: string[];
  close(): Promise<void>;
}

export async function startFixtureSite(): Promise<FixtureSite> {
  const requests: string[] = [];
  const files: Record<string, [string, string]> = {
    '/': ['text/html', home],
    '/app.js': ['text/javascript', app],
    '/second': ['text/html', second],
    '/second.js': ['text/javascript', "console.error('second page says hello');"],
  };
  const server = http.createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://fixture').pathname;
    requests.push(path);
    const file = files[path];
    if (!file) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      'content-type': `${file[0]}; charset=utf-8`,
      'content-security-policy': policy,
      'cache-control': 'no-store',
    });
    response.end(file[1]);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
