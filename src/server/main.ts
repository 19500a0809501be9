import { loadConfig } from './config';
import { unpackAhead } from './db/template-seed';
import { refuseHeldDataDir } from './lib/data-dir-lock';

/*
 * The server's entry point, kept light (the build splits serve and its packages into a chunk of their own,
 * loaded below). A data folder that another live server holds is refused before the packages load
 * (seconds on a busy machine), so a second start fails at once; openDatabase still takes the lock itself,
 * which settles two servers starting at the same moment. A first start's database is unpacked from the
 * template meanwhile, in a child process.
 */
try {
  const config = loadConfig();
  if (!config.DATABASE_URL) {
    refuseHeldDataDir(config.DATA_DIR);
    unpackAhead(config.DATA_DIR);
  }
  const { serve } = await import('./serve');
  await serve(config);
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
