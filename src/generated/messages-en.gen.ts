// Generated from manifest/*.yaml (messages/en.yaml) by src/compiler - do not edit.
// Regenerate with: npm run generate
/* eslint-disable */
import features from './messages-features-en.gen.ts'
import shell from './messages-shell-en.gen.ts'

const messages: Record<string, string> = { ...shell, ...features }

export default messages
