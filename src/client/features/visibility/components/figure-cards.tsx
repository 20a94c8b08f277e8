import Chip from '@mui/material/Chip'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { FormattedMessage, useIntl } from 'react-intl'
import type { FigureGroup, Proportion } from '../api/visibility-types.ts'
import { interval, percent } from '../lib/format-figure.ts'

function Card({
  title,
  value,
  detail,
  n,
  small,
}: {
  title: string
  value: string
  detail: string | null
  n: number
  small: boolean
}) {
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, borderRadius: 3, minWidth: 180, flex: 1 }}
      data-testid={`visibility-card-${title}`}
    >
      <Typography variant="body2" color="textSecondary">
        <FormattedMessage id={`visibility.figure.${title}`} />
      </Typography>
      <Typography variant="h5" component="p">
        {value}
      </Typography>
      {detail && (
        <Typography variant="caption" component="p" color="textSecondary">
          {detail}
        </Typography>
      )}
      <Stack direction="row" spacing={1} sx={{ mt: 0.5, alignItems: 'center' }}>
        <Typography variant="caption">
          <FormattedMessage id="visibility.figure.n" values={{ n }} />
        </Typography>
        {small && (
          <Chip
            size="small"
            color="warning"
            variant="outlined"
            label={<FormattedMessage id="visibility.figure.smallSample" />}
          />
        )}
      </Stack>
    </Paper>
  )
}

/** The headline figures of the whole range: each with its n, interval and the small-sample mark under n = 20. */
export function FigureCards({ all }: { all: FigureGroup }) {
  const intl = useIntl()
  const share = (title: string, p: Proportion) => (
    <Card
      title={title}
      value={percent(intl, p.value)}
      detail={p.n > 0 ? interval(intl, p) : null}
      n={p.n}
      small={p.smallSample}
    />
  )
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 3, flexWrap: 'wrap' }} useFlexGap>
      {share('visibility', all.visibility)}
      {share('shareOfVoice', all.shareOfVoice)}
      <Card
        title="averagePosition"
        value={
          all.averagePosition.n > 0
            ? intl.formatNumber(all.averagePosition.value, { maximumFractionDigits: 1 })
            : '–'
        }
        detail={null}
        n={all.averagePosition.n}
        small={all.averagePosition.smallSample}
      />
      {share('positive', all.sentiment.positive)}
      {share('accuracy', all.accuracy)}
    </Stack>
  )
}
