/** The colours of a work as swatches to switch on and off (computed from the first image, editable). */
import { Box, ButtonBase, Stack, Typography } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import { useInput, useTranslate } from 'ra-core';
import { COLOURS } from '@art/model';

export function ColoursInput({ source }: { source: string }) {
  const translate = useTranslate();
  const { field, fieldState } = useInput({ source });
  const selected: string[] = Array.isArray(field.value) ? (field.value as string[]) : [];
  const toggle = (key: string) =>
    field.onChange(selected.includes(key) ? selected.filter((k) => k !== key) : [...selected, key]);
  const error = fieldState.error?.message;
  return (
    <Box sx={{ my: 1 }} role="group" aria-labelledby="colours-label">
      <Typography id="colours-label" variant="body2" sx={{ mb: 0.5 }}>
        {translate('resources.works.fields.colours')}
      </Typography>
      <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', gap: 0.5 }}>
        {COLOURS.map(({ key, hex }) => {
          const on = selected.includes(key);
          return (
            <ButtonBase
              key={key}
              aria-pressed={on}
              aria-label={translate(`app.colours.${key}`)}
              title={translate(`app.colours.${key}`)}
              onClick={() => toggle(key)}
              sx={{
                width: 32,
                height: 32,
                borderRadius: '50%',
                bgcolor: hex,
                border: on ? '3px solid #1565c0' : '1px solid rgba(0,0,0,.35)',
                color: key === 'white' || key === 'yellow' || key === 'lime' ? '#000' : '#fff',
              }}
            >
              {on && <CheckIcon fontSize="small" />}
            </ButtonBase>
          );
        })}
      </Stack>
      {error && (
        <Typography color="error" variant="caption" role="alert">
          {translate(error, { _: error })}
        </Typography>
      )}
    </Box>
  );
}
