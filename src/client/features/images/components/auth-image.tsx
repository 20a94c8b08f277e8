import Box from '@mui/material/Box'
import Skeleton from '@mui/material/Skeleton'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useMemo } from 'react'
import { fetchImageBlob } from '../api/image-bytes.ts'

/** A gallery image shown from its bytes (fetched with the session's token), never from a bare URL. */
export function AuthImage({ imageId, alt, width, height }: { imageId: string; alt: string; width: number; height: number }) {
  const blob = useQuery({ queryKey: ['images', 'bytes', imageId], queryFn: ({ signal }) => fetchImageBlob(imageId, signal), staleTime: Infinity })
  const url = useMemo(() => (blob.data ? URL.createObjectURL(blob.data) : null), [blob.data])
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url])
  if (!url) return <Skeleton variant="rectangular" sx={{ width: '100%', aspectRatio: `${width} / ${height}`, height: 'auto' }} />
  return <Box component="img" src={url} alt={alt} sx={{ display: 'block', width: '100%', aspectRatio: `${width} / ${height}`, objectFit: 'cover' }} />
}
