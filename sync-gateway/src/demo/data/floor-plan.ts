/** Areas of the demo restaurant; `key` becomes the document id. */
export interface DemoArea {
  key: string;
  name: string;
  description?: string;
  isActive: boolean;
}

/** A table placed on the floor plan (positions in plan units, the floor editor's grid). */
export interface DemoTable {
  key: string;
  area: string;
  number: string;
  capacity: number;
  positionX: number;
  positionY: number;
}

export const DEMO_AREAS: readonly DemoArea[] = [
  { key: 'salon-interior', name: 'Salón Interior', description: 'Comedor principal, planta baja', isActive: true },
  { key: 'area-bar', name: 'Área de Bar', description: 'Barra y mesas altas junto a la entrada', isActive: true },
  { key: 'terraza', name: 'Terraza', description: 'Terraza exterior, abierta de abril a octubre', isActive: true },
];

export const DEMO_TABLES: readonly DemoTable[] = [
  { key: 'mesa-1', area: 'salon-interior', number: '1', capacity: 2, positionX: 1, positionY: 1 },
  { key: 'mesa-2', area: 'salon-interior', number: '2', capacity: 4, positionX: 3, positionY: 1 },
  { key: 'mesa-3', area: 'salon-interior', number: '3', capacity: 4, positionX: 5, positionY: 1 },
  { key: 'mesa-4', area: 'salon-interior', number: '4', capacity: 6, positionX: 1, positionY: 3 },
  { key: 'mesa-5', area: 'salon-interior', number: '5', capacity: 4, positionX: 3, positionY: 3 },
  { key: 'mesa-6', area: 'salon-interior', number: '6', capacity: 8, positionX: 5, positionY: 3 },
  { key: 'mesa-b1', area: 'area-bar', number: 'B1', capacity: 2, positionX: 1, positionY: 5 },
  { key: 'mesa-b2', area: 'area-bar', number: 'B2', capacity: 3, positionX: 3, positionY: 5 },
];
