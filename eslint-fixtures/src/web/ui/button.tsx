export const Button = () => <button type="button">Go</button>;
