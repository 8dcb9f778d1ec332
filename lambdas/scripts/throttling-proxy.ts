// A fault-injecting proxy for SES: put it between the delivery function and the SES emulator
// (`SES_ENDPOINT`) and it answers SES's own Throttling error to a share of the SendEmail calls
// while it is "throttling", passing everything else through unchanged.
import { createServer, request as forward, type Server } from 'node:http';

/** A running proxy. */
export interface ThrottlingProxy {
  /** Its address, for `SES_ENDPOINT`. */
  url: string;
  /** Where the calls it lets through go; set once the emulator is up. */
  target: string;
  /** Whether it is throttling now. */
  throttling: boolean;
  /** SendEmail calls seen, and how many were answered Throttling. */
  readonly calls: { sendEmail: number; throttled: number };
  stop(): Promise<void>;
}

// What SES (the v1 query API) answers when the account's sending rate is exceeded.
const THROTTLING_BODY =
  '<ErrorResponse xmlns="http://ses.amazonaws.com/doc/2010-12-01/"><Error><Type>Sender</Type>' +
  '<Code>Throttling</Code><Message>Maximum sending rate exceeded.</Message></Error>' +
  '<RequestId>00000000-0000-0000-0000-000000000000</RequestId></ErrorResponse>';

/** Starts the proxy on a free loopback port; it throttles every `everyNth` SendEmail call. */
export async function startThrottlingProxy(everyNth = 2): Promise<ThrottlingProxy> {
  const state: ThrottlingProxy = {
    url: '',
    target: '',
    throttling: true,
    calls: { sendEmail: 0, throttled: 0 },
    stop: () => Promise.resolve(),
  };
  const server: Server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const body = Buffer.concat(chunks);
      if (/(^|&)Action=SendEmail(&|$)/.test(body.toString('utf8'))) {
        state.calls.sendEmail += 1;
        if (state.throttling && state.calls.sendEmail % everyNth === 0) {
          state.calls.throttled += 1;
          outgoing.writeHead(400, { 'Content-Type': 'text/xml' }).end(THROTTLING_BODY);
          return;
        }
      }
      const upstream = forward(
        `${state.target}${incoming.url ?? '/'}`,
        { method: incoming.method, headers: incoming.headers },
        (answer) => {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
        },
      );
      upstream.on('error', () => outgoing.writeHead(502).end());
      upstream.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  state.url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  state.stop = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return state;
}
