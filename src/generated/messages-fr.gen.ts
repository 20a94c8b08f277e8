// Generated from manifest/*.yaml (messages/fr.yaml) by src/compiler - do not edit.
// Regenerate with: npm run generate
/* eslint-disable */
import features from './messages-features-fr.gen.ts'
import shell from './messages-shell-fr.gen.ts'

const messages: Record<string, string> = { ...shell, ...features }

export default messages
