import DeleteIcon from '@mui/icons-material/Delete'
import DownloadIcon from '@mui/icons-material/Download'
import LockIcon from '@mui/icons-material/Lock'
import PeopleIcon from '@mui/icons-material/People'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardActions from '@mui/material/CardActions'
import CardContent from '@mui/material/CardContent'
import Dialog from '@mui/material/Dialog'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import IconButton from '@mui/material/IconButton'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import { useState, type ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { DialogActions } from '../../../components/dialog-actions.tsx'
import { useSessionUser } from '../../../lib/session/session-context.tsx'
import { showToast } from '../../../lib/toast/toast-store.ts'
import { useSetVisibility } from '../api/change-image.ts'
import { useDeleteImage } from '../api/delete-image.ts'
import { downloadImage } from '../api/image-bytes.ts'
import type { GalleryImage } from '../api/image-types.ts'
import { AuthImage } from './auth-image.tsx'
import { useAiErrorText } from './use-ai-error-text.ts'

/**
 * One image with its description, author and date, and what the caller may do with it. The gallery
 * reads its list again after a change; a holder of its own copy (the generator's results) passes
 * onChanged/onDeleted to follow the server's answer.
 */
export function GalleryCard({ image, onChanged, onDeleted }: { image: GalleryImage; onChanged?: (image: GalleryImage) => void; onDeleted?: (id: string) => void }) {
  const intl = useIntl()
  const user = useSessionUser()
  const share = useSetVisibility()
  const remove = useDeleteImage()
  const { errorText } = useAiErrorText()
  const [confirming, setConfirming] = useState(false)
  const shared = image.visibility === 'tenant'
  const mayDelete = image.mine || (shared && (user?.role === 'ROOT' || user?.role === 'ADMIN'))
  const fail = (error: unknown) => showToast(errorText(error) ?? '', 'error')
  const action = (id: string, icon: ReactNode, onClick: () => void, disabled = false) => (
    <Tooltip title={intl.formatMessage({ id })}>
      <span>
        <IconButton size="small" aria-label={intl.formatMessage({ id })} onClick={onClick} disabled={disabled}>{icon}</IconButton>
      </span>
    </Tooltip>
  )

  return (
    <Card variant="outlined" component="article" aria-label={intl.formatMessage({ id: 'images.alt' }, { prompt: image.prompt })}>
      <AuthImage imageId={image.id} alt={intl.formatMessage({ id: 'images.alt' }, { prompt: image.prompt })} width={image.width} height={image.height} />
      <CardContent sx={{ pb: 0 }}>
        <Typography variant="body2" sx={{ display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>{image.prompt}</Typography>
        <Typography variant="caption" color="textSecondary">
          <FormattedMessage id="images.by" values={{ author: image.authorName ?? '–', date: intl.formatDate(image.createdAt, { dateStyle: 'medium', timeStyle: 'short' }) }} />
          {' · '}
          <FormattedMessage id={shared ? 'images.shared' : 'images.private'} />
        </Typography>
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap' }}>
        <Button size="small" startIcon={<DownloadIcon />} onClick={() => void downloadImage(image.id, 'png').catch(fail)}><FormattedMessage id="images.downloadPng" /></Button>
        <Button size="small" startIcon={<DownloadIcon />} onClick={() => void downloadImage(image.id, 'webp').catch(fail)}><FormattedMessage id="images.downloadWebp" /></Button>
        {image.mine && action(shared ? 'images.unshare' : 'images.share', shared ? <LockIcon fontSize="small" /> : <PeopleIcon fontSize="small" />, () => share.mutate({ id: image.id, visibility: shared ? 'private' : 'tenant' }, { onSuccess: (changed) => onChanged?.(changed), onError: fail }), share.isPending)}
        {mayDelete && action('images.delete', <DeleteIcon fontSize="small" />, () => setConfirming(true))}
      </CardActions>
      {confirming && (
        <Dialog open onClose={() => setConfirming(false)} maxWidth="xs" fullWidth>
          <DialogContent>
            <DialogContentText><FormattedMessage id="images.confirmDelete" /></DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setConfirming(false)}><FormattedMessage id="images.cancel" /></Button>
            <Button
              color="error"
              variant="contained"
              disabled={remove.isPending}
              onClick={() =>
                remove.mutate(image.id, {
                  onSuccess: () => {
                    setConfirming(false)
                    showToast(intl.formatMessage({ id: 'images.deleted' }), 'success')
                    onDeleted?.(image.id)
                  },
                  onError: fail,
                })
              }
            >
              <FormattedMessage id="images.delete" />
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </Card>
  )
}
