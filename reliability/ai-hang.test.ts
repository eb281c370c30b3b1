import { describe } from 'vitest';
import { aiProviderHang } from './scenarios/ai-hang';
import { reportScenarios, scenario } from './support/report';

describe('AI provider hanging', () => {
  reportScenarios('Faults: AI provider');
  scenario('AI provider blackholed with the default 30 s timeout', (figures) => aiProviderHang(figures), 120_000);
});
