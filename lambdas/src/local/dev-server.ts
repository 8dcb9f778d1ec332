// `npm run dev -w lambdas`: the functions alone on http://127.0.0.1:8081/api/* (API_PORT
// overrides) with their own mail path (SES emulator on 8005, SES_EMULATOR_PORT overrides), for
// working on the Lambdas without the site. `npm start` does not use this file: the site's server
// runs the same stack itself.
import { startLocalApiServer } from './api-server';
import { SES_EMULATOR_PORT } from './local-env';
import { startLocalMailStack } from './mail-stack';

async function main(): Promise<void> {
  const port = Number(process.env.API_PORT ?? 8081);
  // The front ends' dev servers proxy /api here, so their origins send the forms.
  const siteOrigins = [8080, 3001, 3002, 3003, port].flatMap((p) => [
    `http://localhost:${p}`,
    `http://127.0.0.1:${p}`,
  ]);
  const stack = await startLocalMailStack({
    sesPort: Number(process.env.SES_EMULATOR_PORT ?? SES_EMULATOR_PORT),
    sesEndpoint: process.env.SES_ENDPOINT,
    siteOrigins,
  });
  const server = await startLocalApiServer(port);
  console.log(`Lambdas: http://127.0.0.1:${port}/api/contact, /api/survey, /api/form-token`);
  console.log(`Mail inbox: ${stack.sesUrl}/ (JSON: ${stack.sesUrl}/store)`);

  const shutdown = () => {
    server.close();
    void stack.stop().then(() => process.exit(0));
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
