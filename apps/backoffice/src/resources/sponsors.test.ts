import { webHost } from './sponsors';

describe('webHost, a sponsor’s web address in a narrow list', () => {
  it('is the host without www.', () => {
    expect(webHost('https://www.madrid.es/cultura?x=1')).toBe('madrid.es');
    expect(webHost('http://fundacion-olmedo.test:8080/')).toBe('fundacion-olmedo.test:8080');
    expect(webHost('https://wwwired.example')).toBe('wwwired.example');
  });

  it('is empty without an address, and what is not one as it is', () => {
    expect(webHost(null)).toBe('');
    expect(webHost('')).toBe('');
    expect(webHost('<b>madrid</b>')).toBe('<b>madrid</b>');
  });
});
