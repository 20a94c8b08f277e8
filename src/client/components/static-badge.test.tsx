import Badge from '@mui/material/Badge'
import { ThemeProvider } from '@mui/material/styles'
import { cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { createAppTheme } from '../lib/theme/create-app-theme.ts'
import { StaticBadge } from './static-badge.tsx'

afterEach(cleanup)

/** An element as tag, attributes (in name order, without Emotion's generated class names) and content. */
function describeNode(node: Node): string {
  if (!(node instanceof Element)) return node.textContent ?? ''
  const attributes = [...node.attributes]
    .map(({ name, value }) => (name === 'class' ? `class=${value.split(/\s+/).filter((name) => !name.startsWith('css-')).join(' ')}` : `${name}=${value}`))
    .sort()
  return `<${node.tagName.toLowerCase()} ${attributes.join(' ')}>${[...node.childNodes].map(describeNode).join('')}</>`
}

function markupOf(element: React.ReactElement): string {
  const { container } = render(<ThemeProvider theme={createAppTheme('light')}>{element}</ThemeProvider>)
  const markup = [...container.childNodes].map(describeNode).join('')
  cleanup()
  return markup
}

// Pixels and computed styles were compared in Chromium (decision 0071); this keeps the markup MUI's
// when MUI is upgraded.
describe('StaticBadge', () => {
  it.each([
    [3, 'secondary'],
    [42, 'error'],
    [100, 'primary'],
  ] as const)('renders what MUI’s Badge renders for %i in %s', (count, color) => {
    const icon = <svg data-testid="icon" />
    expect(markupOf(<StaticBadge count={count} color={color}>{icon}</StaticBadge>)).toBe(markupOf(<Badge badgeContent={count} color={color}>{icon}</Badge>))
  })
})
