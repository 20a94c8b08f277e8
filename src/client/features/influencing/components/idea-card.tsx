import ContentCopyIcon from '@mui/icons-material/ContentCopy'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import LinearProgress from '@mui/material/LinearProgress'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { FormattedMessage, useIntl } from 'react-intl'
import { useApiErrorText } from '../../../lib/api/use-api-error-text.ts'
import { showToast } from '../../../lib/toast/toast-store.ts'
import type { IdeaFinding, PostIdea } from '../api/post-ideas.ts'

/** One post idea: the draft beside its check (rules and promo-check); copying only once checked. */
export function IdeaCard({ idea }: { idea: PostIdea }) {
  const intl = useIntl()
  const errors = useApiErrorText()
  const say = (id: string, fallback: string) => (intl.messages[id] ? intl.formatMessage({ id }) : fallback)
  const checking = idea.status === 'queued' || idea.promoCheckStatus === 'pending'
  const findings: IdeaFinding[] = [...idea.ruleFindings, ...(idea.promoFindings ?? [])]
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(idea.text)
      showToast(intl.formatMessage({ id: 'influencing.ideas.copied' }), 'success')
    } catch {
      showToast(intl.formatMessage({ id: 'influencing.ideas.copyFailed' }), 'error')
    }
  }
  return (
    <Paper
      variant="outlined"
      component="article"
      aria-label={intl.formatMessage({ id: 'influencing.ideas.card' }, { source: idea.sourceLabel || '—' })}
      sx={{ borderRadius: 3, p: 2, mb: 2 }}
    >
      <Typography variant="caption" color="textSecondary">
        <FormattedMessage
          id={`influencing.ideas.from.${idea.sourceKind}`}
          values={{ source: idea.sourceLabel, model: idea.modelLabel ?? '—', language: idea.language }}
        />
      </Typography>
      {idea.status === 'queued' && (
        <LinearProgress sx={{ my: 1 }} aria-label={intl.formatMessage({ id: 'influencing.ideas.writing' })} />
      )}
      {idea.status === 'failed' && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {errors.text({ code: idea.errorCode ?? 'influencing.ideaFailed', message: idea.errorCode ?? '' })}
        </Alert>
      )}
      {idea.status === 'done' && (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, gap: 2, mt: 1 }}>
          <Typography component="div" sx={{ whiteSpace: 'pre-wrap' }} data-testid="idea-text">
            {idea.text}
          </Typography>
          <Box>
            <Typography variant="subtitle2" component="h3">
              <FormattedMessage id="influencing.ideas.check" />
            </Typography>
            {checking && <LinearProgress sx={{ my: 1 }} />}
            {!checking && findings.length === 0 && (
              <Alert severity="success">
                <FormattedMessage
                  id={
                    idea.promoCheckStatus === 'done'
                      ? 'influencing.ideas.clean'
                      : 'influencing.ideas.cleanRules'
                  }
                />
              </Alert>
            )}
            {findings.map((finding, index) => (
              <Alert key={index} severity="warning" sx={{ mb: 1 }} data-testid="idea-finding">
                <strong>{say(`medicheck.findingType.${finding.type}`, finding.type)}</strong>
                {finding.quote && (
                  <Box component="q" sx={{ display: 'block', fontStyle: 'italic' }}>
                    {finding.quote}
                  </Box>
                )}
                <Box>{finding.origin === 'rule' ? say(finding.reason, finding.reason) : finding.reason}</Box>
              </Alert>
            ))}
            {idea.promoCheckStatus === 'skipped' && (
              <Typography variant="body2" color="textSecondary">
                <FormattedMessage id="influencing.ideas.promoSkipped" />
              </Typography>
            )}
            {idea.promoCheckStatus === 'failed' && (
              <Alert severity="error">
                <FormattedMessage id="influencing.ideas.promoFailed" />
              </Alert>
            )}
            <Button
              sx={{ mt: 1 }}
              startIcon={<ContentCopyIcon />}
              variant="outlined"
              disabled={checking}
              onClick={copy}
            >
              <FormattedMessage id="influencing.ideas.copy" />
            </Button>
          </Box>
        </Box>
      )}
      {idea.sources.length > 0 && (
        <Box component="details" sx={{ mt: 1 }}>
          <Typography component="summary" variant="body2">
            <FormattedMessage id="influencing.ideas.sources" values={{ count: idea.sources.length }} />
          </Typography>
          {idea.sources.map((source, index) => (
            <Box key={index} component="blockquote" sx={{ m: 1, whiteSpace: 'pre-wrap' }}>
              <Typography variant="caption">{source.label}</Typography>
              <Typography variant="body2">{source.excerpt}</Typography>
            </Box>
          ))}
        </Box>
      )}
    </Paper>
  )
}
