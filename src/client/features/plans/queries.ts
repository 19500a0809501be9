import type { Enrollment } from '@shared/plans/api';
import { queryOptions } from '@tanstack/react-query';

/* This feature's reads, one query-options factory per endpoint (see activity/queries.ts). */

export const enrollmentsQuery = queryOptions<Enrollment[]>({ queryKey: ['/api/plans/enrollments'] });
