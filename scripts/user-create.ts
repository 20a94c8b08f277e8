// npm run user:create -- --email E --password P --role R --group G [--features a,b] [--username U]
import { parseArgs } from 'node:util'
import { features, groups, levels } from '../src/generated/access.gen.ts'
import { CliError, runWithDatabase } from '../src/server/cli.ts'
import { writeAudit } from '../src/server/db/audit.ts'
import { findUserByEmail, insertUser, normaliseEmail } from '../src/server/db/users.ts'
import { checkNewPassword } from '../src/server/lib/passwords.ts'
import { emailProblem, usernameProblem } from '../src/shared/identity/identity-checks.ts'

const usage = 'usage: npm run user:create -- --email E --password P --role ROOT|ADMIN|WRITE|READ --group G [--features a,b] [--username U]'

function readArguments() {
  try {
    return parseArgs({
      options: { email: { type: 'string' }, password: { type: 'string' }, role: { type: 'string' }, group: { type: 'string' }, features: { type: 'string' }, username: { type: 'string' } },
      strict: true,
    }).values
  } catch (error) {
    console.error(`${(error as Error).message}\n${usage}`)
    process.exit(2)
  }
}

const args = readArguments()
const problems: string[] = []
for (const name of ['email', 'password', 'role', 'group'] as const) if (!args[name]) problems.push(`--${name} is required`)
const emailCheck = args.email ? emailProblem(normaliseEmail(args.email)) : undefined
if (emailCheck === 'email.invalid') problems.push(`--email "${args.email}" is not an e-mail address`)
if (emailCheck === 'email.mixedScript') problems.push(`--email "${args.email}" mixes alphabets (look-alike letters) in one part`)
if (args.username !== undefined && usernameProblem(args.username.trim())) problems.push('--username must not be empty or contain control, bidi or zero-width characters')
const passwordProblem = args.password ? checkNewPassword(args.password) : undefined
if (passwordProblem) problems.push(`--password: ${passwordProblem.message}`)
if (args.role && !(levels as readonly string[]).includes(args.role)) problems.push(`--role must be one of ${levels.join(', ')}`)
if (args.group && !(groups as readonly string[]).includes(args.group)) problems.push(`--group must be one of ${groups.join(', ')}`)
const requestedFeatures = (args.features ?? '').split(',').map((f) => f.trim()).filter(Boolean)
for (const feature of requestedFeatures) if (!(features as readonly string[]).includes(feature)) problems.push(`--features: unknown feature "${feature}" (known: ${features.join(', ')})`)
if (problems.length) {
  console.error(`${problems.join('\n')}\n${usage}`)
  process.exit(2)
}

await runWithDatabase(async ({ database, passwords }) => {
  const email = normaliseEmail(args.email!)
  if (await findUserByEmail(database.db, email)) throw new CliError(`A user with the e-mail ${email} exists already.`)
  const now = new Date()
  const user = await insertUser(
    database.db,
    { email, username: args.username?.trim() ?? email.split('@')[0]!, passwordHash: await passwords.hash(args.password!), role: args.role!, group: args.group!, features: [...new Set(requestedFeatures)] },
    now,
  )
  await writeAudit(database.db, { actorEmail: 'cli:user-create', tenant: user.group, action: 'user.created', target: user.id, result: 'success', detail: { email, role: user.role, group: user.group, features: user.features } }, now)
  console.log(`Created ${user.role} user ${email} in group ${user.group} (id ${user.id}).`)
})
