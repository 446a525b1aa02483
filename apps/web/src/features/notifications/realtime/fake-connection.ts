export { FakeConnection } from '@/test/fake-hub-connection';
