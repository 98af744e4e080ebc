/**
 * Images of a record: a drop zone (or a file button) that sends each file to `POST /api/admin/images` and keeps the
 * stored key with its thumbnail, the thumbnails in their order with buttons to move and remove each one. With
 * `single`, one image (an artist's portrait, a banner's image), named by default as the resource names the field
 * (`resources.banners.fields.image`). The first uploaded image's colours fill an empty colour field.
 */
import { useId, useRef, useState, type DragEvent } from 'react';
import { Alert, Box, Button, IconButton, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import DeleteIcon from '@mui/icons-material/Delete';
import UploadIcon from '@mui/icons-material/Upload';
import { useInput, useTranslate, useTranslateLabel, type InputProps } from 'ra-core';
import { useFormContext } from 'react-hook-form';
import { UPLOAD_TYPES, uploadImage, type UploadedImage } from '../upload';
import { Thumb, useLang } from './common';

export interface ImagesInputProps extends Pick<InputProps, 'source' | 'label'> {
  single?: boolean;
  /** The colour field to fill from the first image when it is empty. */
  coloursSource?: string;
}

export function ImagesInput({ source, single = false, coloursSource, label }: ImagesInputProps) {
  const translate = useTranslate();
  const translateLabel = useTranslateLabel();
  const lang = useLang();
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const { field, fieldState } = useInput({ source });
  const form = useFormContext();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [over, setOver] = useState(false);
  const images: UploadedImage[] = single
    ? field.value
      ? [field.value as UploadedImage]
      : []
    : Array.isArray(field.value)
      ? (field.value as UploadedImage[])
      : [];
  const set = (next: UploadedImage[]) =>
    field.onChange(single ? (next[next.length - 1] ?? null) : next.map(({ colours: _c, ...image }) => image));

  const upload = async (files: readonly File[]) => {
    setProblem(null);
    setBusy(true);
    let next = images;
    try {
      for (const file of files) {
        if (!(UPLOAD_TYPES as readonly string[]).includes(file.type)) {
          setProblem(translate('app.images.type'));
          continue;
        }
        const image = await uploadImage(file, lang);
        next = single ? [image] : [...next, image];
        if (coloursSource && next.length === 1) {
          const current = form.getValues(coloursSource) as unknown;
          if (!Array.isArray(current) || current.length === 0) {
            form.setValue(coloursSource, image.colours ?? [], { shouldDirty: true });
          }
        }
      }
    } catch (error) {
      setProblem(error instanceof Error ? translate(error.message, { _: error.message }) : String(error));
    } finally {
      set(next);
      setBusy(false);
    }
  };

  const move = (from: number, to: number) => {
    const next = [...images];
    const [moved] = next.splice(from, 1);
    if (moved) next.splice(to, 0, moved);
    set(next);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    void upload([...event.dataTransfer.files]);
  };

  const error = fieldState.error?.message;
  return (
    <Box sx={{ width: '100%', my: 1 }}>
      <Typography component="label" htmlFor={id} variant="body2" sx={{ display: 'block', mb: 0.5 }}>
        {/* One image is the resource's field, as react-admin names an input (issue 34: every one was a "Retrato"). */}
        {translateLabel({ label: label ?? (single ? undefined : 'app.images.label'), source })}
      </Typography>
      <Box
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        data-testid="image-drop-zone"
        sx={{
          border: '2px dashed',
          borderColor: over ? 'primary.main' : 'grey.400',
          borderRadius: 1,
          p: 2,
          textAlign: 'center',
          bgcolor: over ? 'action.hover' : 'transparent',
        }}
      >
        <Typography variant="body2" sx={{ mb: 1 }}>
          {translate(single ? 'app.images.dropOne' : 'app.images.drop')}
        </Typography>
        <input
          ref={fileInput}
          id={id}
          type="file"
          accept={UPLOAD_TYPES.join(',')}
          multiple={!single}
          hidden
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            event.target.value = '';
            void upload(files);
          }}
        />
        <Button
          variant="outlined"
          startIcon={<UploadIcon />}
          disabled={busy}
          onClick={() => fileInput.current?.click()}
        >
          {translate(busy ? 'app.images.uploading' : 'app.images.choose')}
        </Button>
      </Box>
      {problem && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {problem}
        </Alert>
      )}
      {error && (
        <Typography color="error" variant="caption" role="alert">
          {translate(error, { _: error })}
        </Typography>
      )}
      <Stack
        direction="row"
        spacing={1}
        sx={{ mt: 1, flexWrap: 'wrap' }}
        component="ol"
        aria-label={translate('app.images.order')}
        style={{ listStyle: 'none', padding: 0 }}
      >
        {images.map((image, index) => (
          <Box component="li" key={image.key} sx={{ textAlign: 'center', mb: 1 }} data-testid="uploaded-image">
            <Thumb src={image.thumbnail} alt={translate('app.images.number', { n: index + 1 })} size={96} />
            <Stack direction="row" sx={{ justifyContent: 'center' }}>
              {!single && (
                <>
                  <IconButton
                    size="small"
                    aria-label={translate('app.images.before', { n: index + 1 })}
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                  >
                    <ArrowBackIcon fontSize="small" />
                  </IconButton>
                  <IconButton
                    size="small"
                    aria-label={translate('app.images.after', { n: index + 1 })}
                    disabled={index === images.length - 1}
                    onClick={() => move(index, index + 1)}
                  >
                    <ArrowForwardIcon fontSize="small" />
                  </IconButton>
                </>
              )}
              <IconButton
                size="small"
                aria-label={translate('app.images.remove', { n: index + 1 })}
                onClick={() => set(images.filter((_, i) => i !== index))}
              >
                <DeleteIcon fontSize="small" />
              </IconButton>
            </Stack>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
