import { BranchRequestSchema, type BranchRequest } from '@olivia/contracts/branches';
import type { DefaultValues } from 'react-hook-form';
import type { z } from 'zod';
import { FormDrawer } from '../../../components/resource/form-drawer';
import { BranchFields } from './branch-fields';

interface BranchFormDrawerProps {
  title: string;
  description: string;
  defaultValues: DefaultValues<BranchRequest>;
  submitLabel: string;
  keptManager?: { value: string; label: string };
  onSubmit: (values: z.output<typeof BranchRequestSchema>) => Promise<unknown>;
  onClose: () => void;
}

/** The new and edit drawer of a branch, validated by the contract's `BranchRequestSchema`. */
export function BranchFormDrawer({ keptManager, ...props }: BranchFormDrawerProps) {
  return (
    <FormDrawer {...props} size="lg" schema={BranchRequestSchema}>
      {(fields) => <BranchFields {...fields} keptManager={keptManager} />}
    </FormDrawer>
  );
}
