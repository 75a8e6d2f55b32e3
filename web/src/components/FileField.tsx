import { Button, Flex, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { Trash2 } from 'lucide-react';
import { useRef, type ReactNode } from 'react';

export interface FileFieldProps {
  /** The stored address, when a file is attached. */
  value: string | undefined;
  onChange: (url: string | undefined) => void;
  onUploadingChange: (uploading: boolean) => void;
  /** The upload with its toasts: resolves to the stored address, or null when nothing was stored. */
  uploader: { uploading: boolean; upload: (file: File) => Promise<string | null> };
  /** The field's heading, and the hidden file input's accessible name. */
  title: string;
  inputLabel: string;
  accept: string;
  /** What shows the attached file (a preview, a link) and what shows when there is none. */
  preview: ReactNode;
  chooseLabel: ReactNode;
  removeLabel: string;
}

/** What a form gives a file field: the attached address, its change, and whether it is uploading. */
export type FileSlot = Pick<FileFieldProps, 'value' | 'onChange' | 'onUploadingChange'>;

/**
 * A file field's slot from a react-hook-form field holding the address ('' when none is attached),
 * `onUploadingChange` letting the form's submit wait: saving mid-upload would drop the file.
 */
export function fileSlot(
  field: { value: unknown; onChange: (url: string) => void },
  onUploadingChange: (uploading: boolean) => void,
): FileSlot {
  return {
    value: typeof field.value === 'string' && field.value ? field.value : undefined,
    onChange: (url) => field.onChange(url ?? ''),
    onUploadingChange,
  };
}

/**
 * A file attached to a form (a product's image, an invoice's document): what is attached, a button
 * that opens the file picker and uploads at once, and removal. Stored addresses only reach the form
 * once the upload succeeded.
 */
export function FileField({
  value,
  onChange,
  onUploadingChange,
  uploader,
  title,
  inputLabel,
  accept,
  preview,
  chooseLabel,
  removeLabel,
}: FileFieldProps) {
  const input = useRef<HTMLInputElement>(null);

  async function choose(file: File | undefined) {
    if (!file) return;
    onUploadingChange(true);
    const url = await uploader.upload(file);
    onUploadingChange(false);
    if (url) onChange(url);
  }

  return (
    <Stack gap="2">
      <Text fontWeight="medium" fontSize="sm">
        {title}
      </Text>
      <Flex gap="3" align="center" wrap="wrap">
        {preview}
        <VisuallyHidden asChild>
          <input
            ref={input}
            type="file"
            accept={accept}
            aria-label={inputLabel}
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
          loading={uploader.uploading}
          loadingText="Subiendo..."
          onClick={() => input.current?.click()}
        >
          {chooseLabel}
        </Button>
        {value && (
          <Button variant="ghost" minH="11" onClick={() => onChange(undefined)}>
            <Trash2 /> {removeLabel}
          </Button>
        )}
      </Flex>
    </Stack>
  );
}
