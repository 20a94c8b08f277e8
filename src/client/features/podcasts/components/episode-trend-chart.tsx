import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { LineChart } from '@mui/x-charts/LineChart'
import { FormattedMessage, useIntl } from 'react-intl'
import type { PodcastDetail } from '../api/get-podcast.ts'

const kinds = ['own', 'competitor', 'ingredient', 'indication'] as const

/** Mentions per kind and suspected AEs over the episodes, oldest first (the matcher's counts, and the findings). */
export function EpisodeTrendChart({ episodes }: { episodes: PodcastDetail[] }) {
  const intl = useIntl()
  if (episodes.length < 2) return null
  const ordered = [...episodes].reverse()
  const labels = ordered.map((episode) =>
    episode.publishedAt
      ? intl.formatDate(episode.publishedAt, { day: 'numeric', month: 'short', year: '2-digit' })
      : episode.title.slice(0, 24),
  )
  const formatValue = (value: number | null) => (value === null ? '' : intl.formatNumber(value))
  return (
    <Paper variant="outlined" component="figure" sx={{ borderRadius: 3, p: 2, m: 0, mb: 3 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ mb: 1 }}>
        <FormattedMessage id="podcast.trend.title" />
      </Typography>
      <LineChart
        height={260}
        localeText={{
          noData: intl.formatMessage({ id: 'podcast.trend.noData' }),
          loading: intl.formatMessage({ id: 'app.loading' }),
        }}
        xAxis={[{ scaleType: 'point', data: labels }]}
        yAxis={[{ valueFormatter: (value: number) => intl.formatNumber(value) }]}
        series={[
          ...kinds.map((kind) => ({
            data: ordered.map((episode) => episode.mentions[kind]),
            label: intl.formatMessage({ id: `podcast.mentionKind.${kind}` }),
            valueFormatter: formatValue,
          })),
          {
            data: ordered.map((episode) => episode.adverseEvents),
            label: intl.formatMessage({ id: 'podcast.trend.adverseEvents' }),
            valueFormatter: formatValue,
          },
        ]}
      />
    </Paper>
  )
}
