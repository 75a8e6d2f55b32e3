import { Button, Flex, Link, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { FileText, Paperclip, Trash2 } from 'lucide-react';
import { useRef } from 'react';
import { DOCUMENT_ACCEPT } from '../../data/upload-document.ts';
import { useDocumentUpload } from '../../data/writes/useDocumentUpload.ts';

/** The invoice's attached document: a link to it, 'Adjuntar documento' (PDF or image, ≤ 10 MB) and removal. */
export function DocumentField({
  value,
  onChange,
  onUploadingChange,
}: {
  value: string | undefined;
  onChange: (url: string | undefined) => void;
  onUploadingChange: (uploading: boolean) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const { uploading, upload } = useDocumentUpload();

  async function choose(file: File | undefined) {
    if (!file) return;
    onUploadingChange(true);
    const url = await upload(file);
    onUploadingChange(false);
    if (url) onChange(url);
  }

  return (
    <Stack gap="2">
      <Text fontWeight="medium" fontSize="sm">
        Documento
      </Text>
      <Flex gap="3" align="center" wrap="wrap">
        {value ? (
          <Link href={value} target="_blank" rel="noreferrer" data-testid="invoice-document">
            <FileText size={16} /> Ver documento
          </Link>
        ) : (
          <Text color="fg.muted" fontSize="sm">
            Sin documento
          </Text>
        )}
        <VisuallyHidden asChild>
          <input
            ref={input}
            type="file"
            accept={DOCUMENT_ACCEPT}
            aria-label="Documento"
            onChange={(event) => {
              void choose(event.target.files?.[0]);
              // The same file can be chosen again after a failed upload.
              event.target.value = '';
            }}
          />
        </VisuallyHidden>
        <Button
          variant="outline"
          minH="11"
          loading={uploading}
          loadingText="Subiendo..."
          onClick={() => input.current?.click()}
        >
          <Paperclip /> Adjuntar documento
        </Button>
        {value && (
          <Button variant="ghost" minH="11" onClick={() => onChange(undefined)}>
            <Trash2 /> Quitar documento
          </Button>
        )}
      </Flex>
    </Stack>
  );
}
