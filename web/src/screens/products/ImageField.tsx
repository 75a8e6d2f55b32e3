import { Button, Flex, Image, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { ImageOff, Trash2, Upload } from 'lucide-react';
import { useRef } from 'react';
import { useImageUpload } from '../../data/writes/useImageUpload.ts';

/** The product image: preview, upload (images up to 10 MB) and removal. `value` is the stored address. */
export function ImageField({
  value,
  onChange,
  onUploadingChange,
}: {
  value: string | undefined;
  onChange: (url: string | undefined) => void;
  onUploadingChange: (uploading: boolean) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const { uploading, upload } = useImageUpload();

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
        Imagen
      </Text>
      <Flex gap="3" align="center" wrap="wrap">
        {value ? (
          <Image
            src={value}
            alt="Imagen del producto"
            boxSize="20"
            objectFit="cover"
            borderRadius="md"
            data-testid="image-preview"
          />
        ) : (
          <Flex
            boxSize="20"
            align="center"
            justify="center"
            bg="bg.muted"
            color="fg.subtle"
            borderRadius="md"
            aria-hidden
          >
            <ImageOff />
          </Flex>
        )}
        <VisuallyHidden asChild>
          <input
            ref={input}
            type="file"
            accept="image/*"
            aria-label="Imagen del producto"
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
          <Upload /> Subir imagen
        </Button>
        {value && (
          <Button variant="ghost" minH="11" onClick={() => onChange(undefined)}>
            <Trash2 /> Quitar imagen
          </Button>
        )}
      </Flex>
    </Stack>
  );
}
