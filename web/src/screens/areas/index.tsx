import { UnderConstruction } from '../../components/UnderConstruction.tsx';
import { useDocumentTitle } from '../../app/useDocumentTitle.ts';

/** Placeholder until this screen is built; replace this folder's content freely. */
export default function AreasScreen() {
  useDocumentTitle('Gestión de Áreas');
  return <UnderConstruction title="Gestión de Áreas" />;
}
