import { describeSimulation } from '../testing/describe-simulation.ts';

describeSimulation('limbo');
