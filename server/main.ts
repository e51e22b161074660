import { ConfigError, loadConfig } from './config.ts';
import { createLogger } from './lib/logger.ts';
import { countUnhandledRejection } from './metrics/process.ts';
import { startServer } from './server.ts';

/** Entry point: `node server/main.ts` (npm start builds the client first). */
async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const logger = createLogger(config);
  // A promise nobody awaited failed: that is a bug to fix, never a reason to take every player of
  // this instance offline. Logged at the highest level so it is seen.
  process.on('unhandledRejection', (reason: unknown) => {
    countUnhandledRejection();
    logger.fatal({ err: reason }, 'unhandled promise rejection (a bug: please report it); still serving');
  });
  const server = await startServer({ config, logger });

  const stop = (signal: string) => {
    logger.info({ signal }, 'shutting down');
    server.close().then(
      () => process.exit(0),
      (err: unknown) => {
        logger.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
}

main().catch((err: unknown) => {
  console.error('Quest Planner could not start:', err);
  process.exit(1);
});
