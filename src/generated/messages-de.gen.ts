// Generated from manifest/*.yaml (messages/de.yaml) by src/compiler - do not edit.
// Regenerate with: npm run generate
/* eslint-disable */
import features from './messages-features-de.gen.ts'
import shell from './messages-shell-de.gen.ts'

const messages: Record<string, string> = { ...shell, ...features }

export default messages
