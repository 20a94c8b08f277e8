// The dashboard's search field: what MUI's FormControl, InputLabel, OutlinedInput (size small) and a
// start InputAdornment render for it, as plain elements with the same class names and styles. Its
// label is always floated (there is a start adornment), so none of the floating, filled or
// autofill state those components track is needed; leaving them out (with InputBase's textarea
// support) takes about 5 KB off the signed-in first load (issue 14, decision 0067). The styles are
// MUI 9's for exactly this case (see the components' sources); focus is `:focus-within`. Left out:
// InputBase's autofill-detecting animation (it only tells FormControl the field is filled, which
// changes nothing here). Checked against the MUI version pixel for pixel (light, dark, wide, narrow;
// at rest, hovered, focused, typed in).
import SearchIcon from '@mui/icons-material/Search'
import { styled } from '@mui/material/styles'
import { useEffect, useId, useRef, type ChangeEvent, type MouseEvent } from 'react'

const Root = styled('div')(({ theme }) => {
  const outline = theme.palette.mode === 'light' ? 'rgba(0, 0, 0, 0.23)' : 'rgba(255, 255, 255, 0.23)'
  const labelTransition = theme.transitions.create(['color', 'transform', 'max-width'], {
    duration: theme.transitions.duration.shorter,
    easing: theme.transitions.easing.easeOut,
  })
  return {
    // FormControl
    display: 'inline-flex',
    flexDirection: 'column',
    position: 'relative',
    minWidth: 0,
    padding: 0,
    margin: 0,
    border: 0,
    verticalAlign: 'top',
    // InputLabel (outlined, small, shrunk)
    '& > label': {
      color: theme.palette.text.secondary,
      ...theme.typography.body1,
      lineHeight: '1.4375em',
      padding: 0,
      display: 'block',
      transformOrigin: 'top left',
      whiteSpace: 'nowrap',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      position: 'absolute',
      left: 0,
      top: 0,
      transition: labelTransition,
      zIndex: 1,
      userSelect: 'none',
      pointerEvents: 'auto',
      maxWidth: 'calc(133% - 32px)',
      transform: 'translate(14px, -9px) scale(0.75)',
    },
    '&:focus-within > label': { color: theme.palette.primary.main },
    // OutlinedInput's root (InputBase's, with a start adornment)
    '& > div': {
      ...theme.typography.body1,
      color: theme.palette.text.primary,
      lineHeight: '1.4375em',
      boxSizing: 'border-box',
      position: 'relative',
      cursor: 'text',
      display: 'inline-flex',
      alignItems: 'center',
      borderRadius: theme.shape.borderRadius,
      paddingLeft: 14,
      '&:hover > fieldset': { borderColor: theme.palette.text.primary },
      '@media (hover: none)': { '&:hover > fieldset': { borderColor: outline } },
      '&:focus-within > fieldset': { borderWidth: 2, borderColor: theme.palette.primary.main },
    },
    // InputAdornment (start)
    '& .MuiInputAdornment-root': {
      display: 'flex',
      maxHeight: '2em',
      alignItems: 'center',
      whiteSpace: 'nowrap',
      color: theme.palette.action.active,
      marginRight: 8,
    },
    // The input (InputBase's, OutlinedInput's small size, after an adornment)
    '& input': {
      font: 'inherit',
      letterSpacing: 'inherit',
      color: 'currentColor',
      padding: '8.5px 14px',
      paddingLeft: 0,
      border: 0,
      boxSizing: 'content-box',
      background: 'none',
      height: '1.4375em',
      margin: 0,
      WebkitTapHighlightColor: 'transparent',
      display: 'block',
      minWidth: 0,
      width: '100%',
      MozAppearance: 'textfield',
      '&:focus': { outline: 0 },
      '&:invalid': { boxShadow: 'none' },
      '&::-webkit-search-decoration': { WebkitAppearance: 'none' },
      '&:-webkit-autofill': {
        borderRadius: 'inherit',
        ...(theme.palette.mode === 'dark' && { WebkitBoxShadow: '0 0 0 100px #266798 inset', WebkitTextFillColor: '#fff', caretColor: '#fff' }),
      },
    },
    // The notched outline, notched for the floated label
    '& fieldset': {
      textAlign: 'left',
      position: 'absolute',
      bottom: 0,
      right: 0,
      top: -5,
      left: 0,
      margin: 0,
      padding: '0 8px',
      pointerEvents: 'none',
      borderRadius: 'inherit',
      borderStyle: 'solid',
      borderWidth: 1,
      overflow: 'hidden',
      minWidth: '0%',
      borderColor: outline,
    },
    '& legend': {
      float: 'unset',
      width: 'auto',
      overflow: 'hidden',
      display: 'block',
      padding: 0,
      height: 11,
      fontSize: '0.75em',
      visibility: 'hidden',
      whiteSpace: 'nowrap',
      maxWidth: '100%',
      transition: theme.transitions.create('max-width', { duration: 100, easing: theme.transitions.easing.easeOut, delay: 50 }),
      '& > span': { paddingLeft: 5, paddingRight: 5, display: 'inline-block', opacity: 0, visibility: 'visible' },
    },
  }
})

interface SearchFieldProps {
  readonly label: string
  readonly value: string
  readonly onChange: (value: string) => void
}

/** A small outlined search field with a search icon and its label floated in the outline's notch. */
export function SearchField({ label, value, onChange }: SearchFieldProps) {
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  // As InputBase: a click on the field's frame (not on the icon) puts the caret in the input.
  const focusInput = (event: MouseEvent<HTMLDivElement>) => {
    if (event.currentTarget === event.target) input.current?.focus()
  }
  // What was typed into a server-rendered page before the app took it over (decision 0075) is the
  // search, not lost: the field's text is the browser's until then.
  const typedBefore = useRef(true)
  useEffect(() => {
    if (!typedBefore.current) return
    typedBefore.current = false
    const typed = input.current?.value
    if (typed && typed !== value) onChange(typed)
  }, [value, onChange])
  return (
    <Root className="MuiFormControl-root" sx={{ width: { xs: '100%', sm: 320 } }}>
      <label htmlFor={id} className="MuiFormLabel-root MuiInputLabel-root MuiInputLabel-shrink" data-shrink="true">
        {label}
      </label>
      <div className="MuiInputBase-root MuiOutlinedInput-root MuiInputBase-adornedStart MuiInputBase-sizeSmall" onClick={focusInput}>
        <div className="MuiInputAdornment-root MuiInputAdornment-positionStart">
          <span className="notranslate" aria-hidden>
            {'\u200b'}
          </span>
          <SearchIcon fontSize="small" />
        </div>
        <input
          ref={input}
          id={id}
          type="search"
          className="MuiInputBase-input MuiOutlinedInput-input MuiInputBase-inputSizeSmall MuiInputBase-inputAdornedStart"
          aria-invalid={false}
          value={value}
          onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
        />
        <fieldset aria-hidden className="MuiOutlinedInput-notchedOutline">
          <legend>
            <span>{label}</span>
          </legend>
        </fieldset>
      </div>
    </Root>
  )
}
