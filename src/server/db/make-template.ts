// Build step: writes dist/pglite-template.tgz (see pglite-template.ts).
import { makeTemplate, pgliteTemplate } from './pglite-template';

await makeTemplate(pgliteTemplate);
