// Component tests render lazily imported pages, whose first import is transformed on demand: on a
// loaded two-core machine that alone can take seconds. Testing Library's default of 1 s for
// findBy…/waitFor then fails tests whose behaviour is right. Waiting longer changes no assertion.
import { configure } from '@testing-library/react'

configure({ asyncUtilTimeout: 10_000 })
