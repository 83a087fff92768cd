package dev.vex.core.model;

import java.util.List;
import java.util.Optional;

/**
 * What models the server has and what they can do. The router consults it (through a cache) to pick
 * a model that exists and to withhold tools and images from models that cannot take them.
 */
public interface ModelCatalog {

  /**
   * Lists the models the server has.
   *
   * @return the models; capabilities may be empty when the list does not carry them
   * @throws ModelException when the server cannot be asked
   */
  List<ModelInfo> models();

  /**
   * Describes one model, with its capabilities.
   *
   * @param model the model name
   * @return the model, or empty when the server does not have it
   * @throws ModelException when the server cannot be asked
   */
  Optional<ModelInfo> show(String model);

  /**
   * Starts asking about a model without waiting for the answer: the returned supplier gives what
   * {@link #show} would have given, or throws what it would have thrown, and blocks until it has
   * the answer. A router calls it before the turn's grounding fetch so that the two exchanges
   * overlap; it starts no thread. The default asks only when the supplier is called.
   *
   * @param model the model name
   * @return the answer, when asked for
   */
  default java.util.function.Supplier<Optional<ModelInfo>> showLater(String model) {
    return () -> show(model);
  }
}
