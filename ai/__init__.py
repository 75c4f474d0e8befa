"""Computer players. They use only the engine's public interface and decision data."""
