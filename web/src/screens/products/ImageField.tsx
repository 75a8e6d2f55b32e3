import { Flex, Image } from '@chakra-ui/react';
import { ImageOff, Upload } from 'lucide-react';
import { FileField, type FileSlot } from '../../components/FileField.tsx';
import { useImageUpload } from '../../data/writes/useImageUpload.ts';

/** The product image: preview, upload (images up to 10 MB) and removal. `value` is the stored address. */
export function ImageField(slot: FileSlot) {
  const { value } = slot;
  const uploader = useImageUpload();
  return (
    <FileField
      {...slot}
      uploader={uploader}
      title="Imagen"
      inputLabel="Imagen del producto"
      accept="image/*"
      preview={
        value ? (
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
        )
      }
      chooseLabel={
        <>
          <Upload /> Subir imagen
        </>
      }
      removeLabel="Quitar imagen"
    />
  );
}
