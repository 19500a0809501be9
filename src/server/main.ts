import { loadConfig } from './config';
import { refuseHeldDataDir } from './lib/data-dir-lock';

/*
 * The server's entry point. A data folder that another live server holds is refused before the app's
 * code loads (seconds on a busy machine), so a second start fails at once; openDatabase still takes the
 * lock itself, which settles two servers starting at the same moment.
 */
try {
  const config = loadConfig();
  if (!config.DATABASE_URL) refuseHeldDataDir(config.DATA_DIR);
  const { serve } = await import('./serve');
  await serve(config);
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
