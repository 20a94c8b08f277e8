// Roles offered when creating or editing a user: only a ROOT may hand out its own role or a higher
// one (the server refuses it with 403 role.notGrantable), so an ADMIN sees only WRITE and READ.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { json, renderFeature, serveApi } from '../../../testing/render-feature.tsx'
import { EditUserDialog } from '../components/edit-user-dialog.tsx'
import UserRegistrationPage from './user-registration-page.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

async function rolesOffered(): Promise<string[]> {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Rolle' }))
  const options = within(await screen.findByRole('listbox')).getAllByRole('option')
  return options
    .filter((option) => option.getAttribute('aria-disabled') !== 'true')
    .map((option) => option.textContent ?? '')
}

describe('roles offered in the user administration', () => {
  it('offers an ADMIN only the roles below its own when creating a user, and sends the chosen one', async () => {
    const created: unknown[] = []
    serveApi({
      'POST /api/users': async (request) => {
        const body = (await request.json()) as { email: string }
        created.push(body)
        return json(201, { ...body, id: 'n1', disabled: false })
      },
    })
    await renderFeature(<UserRegistrationPage />, { role: 'ADMIN', group: 'BPI' })
    expect(await rolesOffered()).toEqual(['WRITE', 'READ'])
    fireEvent.click(screen.getByRole('option', { name: 'WRITE' }))
    fireEvent.change(screen.getByLabelText('E-Mail'), { target: { value: 'neu@bpi.test' } })
    fireEvent.click(screen.getByRole('button', { name: 'Benutzer anlegen' }))
    await waitFor(() =>
      expect(created).toMatchObject([{ email: 'neu@bpi.test', role: 'WRITE', group: 'BPI' }]),
    )
  })

  it('offers a ROOT every role', async () => {
    serveApi({})
    await renderFeature(<UserRegistrationPage />, { role: 'ROOT', group: 'DEMO' })
    expect(await rolesOffered()).toEqual(['ROOT', 'ADMIN', 'WRITE', 'READ'])
  })

  it('offers an ADMIN editing a READ user WRITE and READ, not ADMIN', async () => {
    serveApi({})
    const user = {
      id: 'u9',
      email: 'lesen@bpi.test',
      username: 'Lesen',
      role: 'READ',
      group: 'BPI',
      features: [],
      disabled: false,
    } as const
    await renderFeature(<EditUserDialog user={user as never} onClose={() => {}} />, {
      role: 'ADMIN',
      group: 'BPI',
    })
    expect(await rolesOffered()).toEqual(['WRITE', 'READ'])
  })

  it('shows the server’s refusal of a role in German', async () => {
    serveApi({
      'POST /api/users': () =>
        json(403, {
          code: 'role.notGrantable',
          message:
            'You may not grant the role ADMIN: only a ROOT grants its own role or one above it, and yours is ADMIN',
        }),
    })
    await renderFeature(<UserRegistrationPage />, { role: 'ADMIN', group: 'BPI' })
    fireEvent.change(await screen.findByLabelText('E-Mail'), { target: { value: 'neu@bpi.test' } })
    fireEvent.click(screen.getByRole('button', { name: 'Benutzer anlegen' }))
    expect(
      await screen.findByText('Die eigene oder eine höhere Rolle kann nur ein ROOT vergeben.'),
    ).toBeTruthy()
  })

  it('shows the neutral refusal of an e-mail address under the e-mail field', async () => {
    const message = 'This e-mail address cannot be used for a new user; please use another one'
    serveApi({
      'POST /api/users': () =>
        json(409, {
          code: 'email.unavailable',
          message,
          fieldErrors: { email: { code: 'email.unavailable', message } },
        }),
    })
    await renderFeature(<UserRegistrationPage />, { role: 'ADMIN', group: 'BPI' })
    fireEvent.change(await screen.findByLabelText('E-Mail'), { target: { value: 'jemand@example.test' } })
    fireEvent.click(screen.getByRole('button', { name: 'Benutzer anlegen' }))
    expect(
      await screen.findByText(
        'Diese E-Mail-Adresse kann für einen neuen Benutzer nicht verwendet werden. Bitte eine andere angeben.',
      ),
    ).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
