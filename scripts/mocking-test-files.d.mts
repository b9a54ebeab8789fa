export function mockingTestFiles(root: string, dir?: string): string[];
