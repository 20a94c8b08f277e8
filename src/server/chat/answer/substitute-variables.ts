// Until the assistants room's src/shared/ai/prompt-variables.ts is on main: the variables an
// assistant's instructions may use ({{user.name}}, {{date}}, {{tenant.language}}); unknown ones stay.

export interface PromptVariableValues {
  readonly userName: string
  readonly date: Date
  readonly language: string
}

export function substituteVariables(template: string, values: PromptVariableValues): string {
  const known: Record<string, string> = {
    'user.name': values.userName,
    date: values.date.toISOString().slice(0, 10),
    'tenant.language': values.language,
  }
  return template.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (whole, name: string) => known[name] ?? whole)
}
