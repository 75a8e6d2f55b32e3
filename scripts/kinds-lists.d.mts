export const LIST_SIZE: number;
export interface KindList {
  file: string;
  line: number;
  kinds: string[];
}
export function kindNamesOf(kindsFile: string): string[];
export function listsIn(file: string, kinds: ReadonlySet<string>): KindList[];
export function handWrittenLists(kindsFile?: string, srcDirs?: readonly string[]): KindList[];
