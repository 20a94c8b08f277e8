import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'

/** A titled section of a settings page. */
export function SettingsCard({ id, title, description, children }: { id: string; title: ReactNode; description?: ReactNode; children: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: { xs: 2.5, md: 3 }, borderRadius: 3 }}>
      <Typography id={id} variant="h3" component="h2">
        {title}
      </Typography>
      {description && (
        <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5 }}>
          {description}
        </Typography>
      )}
      <div style={{ marginTop: 20 }}>{children}</div>
    </Paper>
  )
}
