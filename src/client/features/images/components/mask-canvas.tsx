import Box from '@mui/material/Box'
import { forwardRef, useImperativeHandle, useRef, type PointerEvent } from 'react'

export interface MaskCanvasHandle {
  /** The mask as a PNG in base64: opaque everywhere, transparent where the user painted; null when nothing is painted. */
  exportMask(): Promise<string | null>
  clear(): void
}

/**
 * A canvas over the image, in the image's own pixels, on which the user paints what should change.
 * The painted strokes show half-transparent; the exported mask follows the images API's convention.
 */
export const MaskCanvas = forwardRef<MaskCanvasHandle, { width: number; height: number; brush: number; label: string }>(function MaskCanvas({ width, height, brush, label }, ref) {
  const canvas = useRef<HTMLCanvasElement>(null)
  const painting = useRef(false)
  const painted = useRef(false)

  const paintAt = (event: PointerEvent<HTMLCanvasElement>) => {
    const element = canvas.current
    const context = element?.getContext('2d')
    if (!element || !context) return
    const box = element.getBoundingClientRect()
    const x = ((event.clientX - box.left) / box.width) * width
    const y = ((event.clientY - box.top) / box.height) * height
    // Opaque strokes (the canvas itself is shown half-transparent), so the mask is fully clear where painted.
    context.fillStyle = 'rgb(255, 64, 129)'
    context.beginPath()
    context.arc(x, y, (brush / box.width) * width, 0, Math.PI * 2)
    context.fill()
    painted.current = true
  }

  useImperativeHandle(ref, () => ({
    clear() {
      canvas.current?.getContext('2d')?.clearRect(0, 0, width, height)
      painted.current = false
    },
    async exportMask() {
      if (!painted.current || !canvas.current) return null
      const mask = document.createElement('canvas')
      mask.width = width
      mask.height = height
      const context = mask.getContext('2d')
      if (!context) return null
      context.fillStyle = '#000'
      context.fillRect(0, 0, width, height)
      context.globalCompositeOperation = 'destination-out'
      context.drawImage(canvas.current, 0, 0)
      const blob = await new Promise<Blob | null>((resolve) => mask.toBlob(resolve, 'image/png'))
      if (!blob) return null
      const bytes = new Uint8Array(await blob.arrayBuffer())
      let binary = ''
      for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
      return btoa(binary)
    },
  }))

  return (
    <Box
      component="canvas"
      ref={canvas}
      width={width}
      height={height}
      aria-label={label}
      role="img"
      onPointerDown={(event: PointerEvent<HTMLCanvasElement>) => {
        painting.current = true
        event.currentTarget.setPointerCapture(event.pointerId)
        paintAt(event)
      }}
      onPointerMove={(event: PointerEvent<HTMLCanvasElement>) => painting.current && paintAt(event)}
      onPointerUp={() => (painting.current = false)}
      sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', opacity: 0.55, cursor: 'crosshair', touchAction: 'none' }}
    />
  )
})
