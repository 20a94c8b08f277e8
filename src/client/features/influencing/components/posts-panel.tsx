import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import MenuItem from '@mui/material/MenuItem'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useState, type FormEvent } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useApiErrorText } from '../../../lib/api/use-api-error-text.ts'
import { useAmbassadors } from '../api/get-ambassadors.ts'
import { usePosts } from '../api/get-posts.ts'
import { useSavePost } from '../api/save-post.ts'
import { formatCount, formatRate } from './figure-format.ts'

const counts = ['impressions', 'membersReached', 'reactions', 'comments', 'reshares'] as const
type CountField = (typeof counts)[number]

/** The year's posts with their latest figures; WRITE and up enter a post's figures by hand. */
export function PostsPanel({ year, canEnter }: { year: number; canEnter: boolean }) {
  const intl = useIntl()
  const posts = usePosts(year)
  const ambassadors = useAmbassadors()
  const save = useSavePost()
  const errors = useApiErrorText()
  const [form, setForm] = useState({
    ambassadorId: '',
    url: '',
    publishedOn: '',
    text: '',
    impressions: '',
    membersReached: '',
    reactions: '',
    comments: '',
    reshares: '',
  })
  const fields = errors.fieldTexts(save.error)
  const set = (key: keyof typeof form) => (event: { target: { value: string } }) =>
    setForm({ ...form, [key]: event.target.value })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const number = (key: CountField) => Number(form[key] || 0)
    save.mutate({
      ambassadorId: form.ambassadorId,
      url: form.url,
      publishedOn: form.publishedOn,
      text: form.text,
      figures: {
        impressions: number('impressions'),
        membersReached: form.membersReached === '' ? null : number('membersReached'),
        reactions: number('reactions'),
        comments: number('comments'),
        reshares: number('reshares'),
      },
    })
  }
  return (
    <Box>
      {canEnter && (
        <Box
          component="form"
          onSubmit={submit}
          sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, gap: 2, mb: 3 }}
          aria-label={intl.formatMessage({ id: 'influencing.post.formTitle' })}
        >
          <TextField
            select
            required
            size="small"
            label={intl.formatMessage({ id: 'influencing.column.ambassador' })}
            value={form.ambassadorId}
            onChange={set('ambassadorId')}
            error={Boolean(fields.ambassadorId)}
            helperText={fields.ambassadorId}
          >
            {ambassadors.data?.items.map((a) => (
              <MenuItem key={a.id} value={a.id}>
                {a.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            required
            size="small"
            label={intl.formatMessage({ id: 'influencing.column.url' })}
            value={form.url}
            onChange={set('url')}
            error={Boolean(fields.url)}
            helperText={fields.url}
          />
          <TextField
            required
            size="small"
            type="date"
            label={intl.formatMessage({ id: 'influencing.column.publishedOn' })}
            value={form.publishedOn}
            onChange={set('publishedOn')}
            slotProps={{ inputLabel: { shrink: true } }}
            error={Boolean(fields.publishedOn)}
            helperText={fields.publishedOn}
          />
          <TextField
            size="small"
            multiline
            label={intl.formatMessage({ id: 'influencing.column.text' })}
            value={form.text}
            onChange={set('text')}
            sx={{ gridColumn: { md: 'span 3' } }}
          />
          {counts.map((key) => (
            <TextField
              key={key}
              size="small"
              type="number"
              required={key !== 'membersReached'}
              label={intl.formatMessage({ id: `influencing.column.${key}` })}
              value={form[key]}
              onChange={set(key)}
              slotProps={{ htmlInput: { min: 0, step: 1 } }}
            />
          ))}
          <Box>
            <Button type="submit" variant="contained" disabled={save.isPending}>
              <FormattedMessage id="influencing.post.save" />
            </Button>
          </Box>
        </Box>
      )}
      {save.isSuccess && (
        <Alert severity="success" sx={{ mb: 2 }}>
          <FormattedMessage
            id={save.data.created ? 'influencing.post.created' : 'influencing.post.updated'}
          />
        </Alert>
      )}
      {save.error && Object.keys(fields).length === 0 && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errors.formText(save.error)}
        </Alert>
      )}
      {posts.data && posts.data.items.length === 0 ? (
        <Typography color="textSecondary" role="status">
          <FormattedMessage id="influencing.noPosts" values={{ year }} />
        </Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={intl.formatMessage({ id: 'influencing.tab.posts' })}>
            <TableHead>
              <TableRow>
                {['ambassador', 'publishedOn', 'url', 'figuresOn', ...counts, 'engagementRate'].map((id) => (
                  <TableCell key={id}>
                    <FormattedMessage id={`influencing.column.${id}`} />
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {posts.data?.items.map((p) => (
                <TableRow key={p.id}>
                  <TableCell>{p.ambassadorName}</TableCell>
                  <TableCell>{p.publishedOn}</TableCell>
                  <TableCell sx={{ maxWidth: 320, overflowWrap: 'anywhere' }}>
                    <Link href={p.url} target="_blank" rel="noopener noreferrer">
                      {p.text || p.url}
                    </Link>
                  </TableCell>
                  <TableCell>{p.figuresOn ?? '–'}</TableCell>
                  {counts.map((key) => (
                    <TableCell key={key}>{formatCount(intl, p.figures?.[key])}</TableCell>
                  ))}
                  <TableCell>{formatRate(intl, p.engagementRate)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Box>
  )
}
