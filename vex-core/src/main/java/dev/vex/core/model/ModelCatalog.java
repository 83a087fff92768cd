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
}
