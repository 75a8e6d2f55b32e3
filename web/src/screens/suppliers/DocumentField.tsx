import { Link, Text } from '@chakra-ui/react';
import { FileText, Paperclip } from 'lucide-react';
import { FileField, type FileSlot } from '../../components/FileField.tsx';
import { DOCUMENT_ACCEPT } from '../../data/upload-document.ts';
import { useDocumentUpload } from '../../data/writes/useDocumentUpload.ts';

/** The invoice's attached document: a link to it, 'Adjuntar documento' (PDF or image, ≤ 10 MB) and removal. */
export function DocumentField(slot: FileSlot) {
  const { value } = slot;
  const uploader = useDocumentUpload();
  return (
    <FileField
      {...slot}
      uploader={uploader}
      title="Documento"
      inputLabel="Documento"
      accept={DOCUMENT_ACCEPT}
      preview={
        value ? (
          <Link href={value} target="_blank" rel="noreferrer" data-testid="invoice-document">
            <FileText size={16} /> Ver documento
          </Link>
        ) : (
          <Text color="fg.muted" fontSize="sm">
            Sin documento
          </Text>
        )
      }
      chooseLabel={
        <>
          <Paperclip /> Adjuntar documento
        </>
      }
      removeLabel="Quitar documento"
    />
  );
}
