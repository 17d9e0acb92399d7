// Runs after `npm install`: prepares the embedded database template (see embedded-template.ts).
// A failure here only costs a slower first start, so it never fails the install.
import { prepareTemplate } from '../platform/embedded-template.ts';

try {
  const file = await prepareTemplate();
  console.log(`Embedded database template ready: ${file}`);
} catch (error) {
  console.warn(`Embedded database template not prepared (first start will be slower): ${String(error)}`);
}
