/**
 * A PDF of a record (the press kit, a press release): a file button that sends the document to
 * `POST /api/admin/files` and keeps its key (`source`) and public address (`urlSource`), a link to open it and a button
 * to remove it. The API's refusal (not a PDF by its bytes, too large) shows under the field in the screen's language.
 */
import { useId, useRef, useState } from 'react';
import { Alert, Box, Button, Link, Stack, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import UploadIcon from '@mui/icons-material/Upload';
import { useInput, useTranslate } from 'ra-core';
import { useFormContext, useWatch } from 'react-hook-form';
import { looksLikePdf, PDF_MAX_BYTES, PDF_TYPE, uploadPdf } from '../upload-pdf';
import { useLang } from './common';

export interface PdfInputProps {
  /** The field of the document's key (`fileKey`). */
  source: string;
  /** The field of its public address (`fileUrl`), shown as a link. */
  urlSource: string;
  label?: string;
}

export function PdfInput({ source, urlSource, label = 'app.siteContent.pdf.label' }: PdfInputProps) {
  const translate = useTranslate();
  const lang = useLang();
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const { field, fieldState } = useInput({ source });
  const form = useFormContext();
  const url = useWatch({ name: urlSource }) as string | null | undefined;
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const keep = (key: string | null, address: string | null) => {
    field.onChange(key);
    form.setValue(urlSource, address, { shouldDirty: true });
  };

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    if (!looksLikePdf(file)) {
      setProblem(translate('app.siteContent.pdf.type'));
      return;
    }
    if (file.size > PDF_MAX_BYTES) {
      setProblem(translate('app.siteContent.pdf.tooLarge', { max: PDF_MAX_BYTES / 1024 / 1024 }));
      return;
    }
    setBusy(true);
    try {
      const uploaded = await uploadPdf(file, lang);
      keep(uploaded.key, uploaded.url);
    } catch (error) {
      setProblem(error instanceof Error ? translate(error.message, { _: error.message }) : String(error));
    } finally {
      setBusy(false);
    }
  };

  const error = fieldState.error?.message;
  return (
    <Box sx={{ width: '100%', my: 1 }}>
      <Typography component="label" htmlFor={id} variant="body2" sx={{ display: 'block', mb: 0.5 }}>
        {translate(label)}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        {field.value && url ? (
          <Link
            href={url}
            target="_blank"
            rel="noopener"
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
          >
            <PictureAsPdfIcon fontSize="small" />
            {translate('app.siteContent.pdf.open')}
          </Link>
        ) : (
          <Typography variant="body2">{translate('app.siteContent.pdf.none')}</Typography>
        )}
        <input
          ref={fileInput}
          id={id}
          type="file"
          accept={`${PDF_TYPE},.pdf`}
          hidden
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            void upload(file);
          }}
        />
        <Button
          variant="outlined"
          startIcon={<UploadIcon />}
          disabled={busy}
          onClick={() => fileInput.current?.click()}
        >
          {translate(
            busy
              ? 'app.siteContent.pdf.uploading'
              : field.value
                ? 'app.siteContent.pdf.replace'
                : 'app.siteContent.pdf.choose',
          )}
        </Button>
        {field.value && (
          <Button startIcon={<DeleteIcon />} disabled={busy} onClick={() => keep(null, null)}>
            {translate('app.siteContent.pdf.remove')}
          </Button>
        )}
      </Stack>
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
    </Box>
  );
}
