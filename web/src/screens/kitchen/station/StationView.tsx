import { Box } from '@chakra-ui/react';
import { SkeletonList } from '../../../components/SkeletonList.tsx';
import { PassBoard } from './PassBoard.tsx';
import { StationBoard } from './StationBoard.tsx';
import { useStationData } from './useStationData.ts';

/** A station's board or the pass, on the data both read. */
export default function StationView({ view }: { view: 'pase' | { stationId: string } }) {
  const data = useStationData();
  // Not before the routing is known: every line would show on every station for a moment.
  if (!data.routed)
    return (
      <Box p="4">
        <SkeletonList rows={3} height="40" />
      </Box>
    );
  return view === 'pase' ? (
    <PassBoard data={data} />
  ) : (
    <StationBoard stationId={view.stationId} data={data} />
  );
}
