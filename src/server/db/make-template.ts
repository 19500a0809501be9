// Build step: writes dist/pglite-template.tgz (see template-seed.ts).
import { makeTemplate } from './pglite-template';
import { pgliteTemplate } from './template-seed';

await makeTemplate(pgliteTemplate);
